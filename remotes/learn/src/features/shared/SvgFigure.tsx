/** An author's SVG drawing, shown as an image (never parsed into the page). */
export function SvgFigure({ svg, alt, className }: { svg: string; alt: string; className?: string }) {
  return (
    <img
      className={className}
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={160}
      height={160}
    />
  );
}
