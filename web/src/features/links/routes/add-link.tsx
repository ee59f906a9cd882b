import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { linkTexts } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useAddLink } from '../api/links.ts';
import { LinkForm } from '../components/link-form.tsx';

/**
 * `/importantlink/addlink`: a name and a URL. Success says 'Link added successfully!' and opens
 * /importantlinks; a failure says 'Failed to add Link' and stays on the form.
 */
function AddLink() {
  const navigate = useNavigate();
  const addLink = useAddLink();
  useDocumentTitle(linkTexts.addLink);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <ButtonLink
          to={paths.importantLinks}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          {linkTexts.back}
        </ButtonLink>
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{linkTexts.addLink}</h1>
          <p className="text-sm text-muted-foreground sm:text-base">
            Save a page you come back to: an editorial, a template, a tutorial.
          </p>
        </div>
      </div>
      <Card>
        <CardContent>
          <LinkForm
            onSubmit={async (input) => {
              await addLink.mutateAsync(input);
              toast.success(linkTexts.added);
              await navigate(paths.importantLinks);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export { AddLink as Component };
