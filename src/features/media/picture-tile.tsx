import type { Ref } from 'react';
import { pictureName, type EventPicture } from '../../components/picture/event-pictures';
import { PictureKindBadges } from './picture-kind-badges';
import { pictureKinds } from './picture-filters';
import { PictureThumb } from './picture-thumb';

type Props = {
  picture: EventPicture;
  index: number;
  /** The grid's one tab stop. */
  active: boolean;
  onOpen: () => void;
  onFocus: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** One picture of the library's grid: a square thumbnail, its name, where it is used. Opens its details. */
export function PictureTile({ picture, index, active, onOpen, onFocus, ref }: Props) {
  const name = pictureName(picture);
  return (
    <div role="gridcell" className="min-w-0">
      <button
        ref={ref}
        type="button"
        tabIndex={active ? 0 : -1}
        data-tile-index={index}
        aria-haspopup="dialog"
        onClick={onOpen}
        onFocus={onFocus}
        className="group flex w-full flex-col rounded-lg p-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
      >
        <span className="block aspect-square w-full overflow-hidden rounded-md ring-1 ring-slate-200 group-hover:ring-slate-300">
          {/* Its name is written under it: the picture itself needs no second name. */}
          <PictureThumb url={picture.url} alt="" fit="cover" className="size-full" />
        </span>
        {/* Two lines at most, and always two lines' room, so the badges line up along a row. */}
        <span className="mt-1.5 line-clamp-2 min-h-8 w-full break-words text-xs leading-4 font-medium text-slate-900" title={name}>
          {name}
        </span>
        <PictureKindBadges kinds={pictureKinds(picture)} className="mt-1" />
      </button>
    </div>
  );
}
