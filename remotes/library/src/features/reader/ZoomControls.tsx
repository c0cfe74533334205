import { Button } from '@site/ui';
import { zoomIn, zoomOut, zoomPercent, type Zoom } from './zoom';

interface ZoomControlsProps {
  /** The scale drawn now, also when fitting the width. */
  scale: number;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  /** PDFs can fit the page to the width; text reflows and has no page width to fit. */
  canFit: boolean;
}

export function ZoomControls({ scale, zoom, onZoom, canFit }: ZoomControlsProps) {
  return (
    <div className="library-reader__zoom" role="group" aria-label="Zoom">
      <Button size="sm" variant="secondary" onClick={() => onZoom(zoomOut(scale))} aria-label="Zoom out">
        −
      </Button>
      <output className="library-reader__zoom-level" aria-label="Zoom level">
        {zoomPercent(scale)}
      </output>
      <Button size="sm" variant="secondary" onClick={() => onZoom(zoomIn(scale))} aria-label="Zoom in">
        +
      </Button>
      {canFit ? (
        <Button size="sm" variant="ghost" aria-pressed={zoom === 'fit'} onClick={() => onZoom('fit')}>
          Fit width
        </Button>
      ) : null}
    </div>
  );
}
