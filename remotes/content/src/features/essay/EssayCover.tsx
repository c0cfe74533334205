import { ESSAY_COVER_HEIGHT, ESSAY_COVER_WIDTH } from '@site/contracts';
import './essay-cover.css';

/** The essay's cover banner, as the server's first HTML draws it; decorative, the title says what it is. */
export function EssayCover({ cover }: { cover?: string | null }) {
  if (!cover) return null;
  return (
    <img className="content-essay__cover" src={cover} alt="" width={ESSAY_COVER_WIDTH} height={ESSAY_COVER_HEIGHT} />
  );
}
