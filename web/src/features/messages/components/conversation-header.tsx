import { chatTexts } from '@upsolve/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BlockButton } from '@/components/block-button.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { PresenceDot } from './presence-dot.tsx';

export interface ConversationHeaderProps {
  person: { _id: string; username: string };
  online: boolean;
}

/**
 * Who the conversation is with, whether they are online, Block (or Unblock), and (on phones) the
 * way back.
 */
export function ConversationHeader({ person, online }: ConversationHeaderProps) {
  return (
    <div className="flex items-center gap-3 border-b border-border px-3 py-2.5 sm:px-4">
      <Link
        to={paths.messages}
        aria-label="Back to conversations"
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
      >
        <ArrowLeft aria-hidden />
      </Link>
      <span className="relative">
        <Avatar name={person.username} />
        <PresenceDot online={online} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate text-base font-semibold text-foreground">
          <Link
            to={paths.profile(person._id)}
            className="rounded underline-offset-4 hover:underline"
          >
            {person.username}
          </Link>
        </h2>
        <p
          className={cn(
            'text-xs',
            online ? 'font-medium text-success-soft-foreground' : 'text-muted-foreground',
          )}
        >
          {online ? chatTexts.activeNow : chatTexts.offlineStatus}
        </p>
      </div>
      <BlockButton person={person} size="sm" variant="ghost" />
    </div>
  );
}
