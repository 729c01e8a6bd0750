import { DragHandle, SortableList } from '../../components/sortable/sortable-list';
import { moveItem } from '../../components/sortable/sortable-words';
import type { Poll } from '../../contract/poll';
import { PollCard, type PollCardProps } from './poll-card';

export type PollItemProps = Omit<PollCardProps, 'poll' | 'handle'>;

export type SortablePollListProps = {
  polls: Poll[];
  /** Called with the new order after a drop. */
  onReorder: (ordered: Poll[]) => void;
  itemProps: (poll: Poll) => PollItemProps;
  disabled?: boolean;
};

/** The polls of one session in sortNr order; drag (mouse, touch) or keyboard to reorder. */
export function SortablePollList({ polls, onReorder, itemProps, disabled }: SortablePollListProps) {
  return (
    <SortableList
      items={polls}
      getKey={(p) => p.pollId}
      noun="poll"
      itemName={(p) => p.question}
      onMove={(from, to) => onReorder(moveItem(polls, from, to))}
      disabled={disabled}
      className="flex flex-col gap-4"
      renderItem={(poll, i) => (
        <PollCard
          poll={poll}
          handle={<DragHandle label={`Reorder poll “${poll.question}”, position ${i + 1} of ${polls.length}`} className="-ml-1 mt-0.5 flex size-8 items-center justify-center" iconClassName="size-5" />}
          {...itemProps(poll)}
        />
      )}
    />
  );
}
