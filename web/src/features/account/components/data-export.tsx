import { accountTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useDownloadData } from '../api/account.ts';

/** "Download my data": everything the viewer wrote and set, saved as a JSON file. */
export function DataExport() {
  const download = useDownloadData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountTexts.dataSection}</CardTitle>
        <CardDescription>{accountTexts.dataHelp}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          busy={download.isPending}
          busyLabel={accountTexts.downloadingData}
          onClick={() =>
            download.mutate(undefined, { onError: (error) => toast.error(errorText(error)) })
          }
        >
          {accountTexts.downloadData}
        </Button>
      </CardContent>
    </Card>
  );
}
