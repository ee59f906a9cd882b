import { Globe, Link2, Lock } from 'lucide-react';
import { listVisibilityLabels } from '@upsolve/contract';
import type { ListVisibility } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';

const icons = { public: Globe, unlisted: Link2, private: Lock } as const;

/** Public, Unlisted or Private, as the contract names them. */
export function ListVisibilityBadge({ visibility }: { visibility: ListVisibility }) {
  const Icon = icons[visibility];
  return (
    <Badge tone={visibility === 'public' ? 'brand' : 'neutral'}>
      <Icon aria-hidden />
      {listVisibilityLabels[visibility]}
    </Badge>
  );
}
