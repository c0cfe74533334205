import type { Service } from './services';

interface ServiceSectionProps {
  service: Service;
  askHref: string;
}

export function ServiceSection({ service, askHref }: ServiceSectionProps) {
  return (
    <section className="content-service" aria-labelledby={headingId(service.title)}>
      <h2 id={headingId(service.title)}>{service.title}</h2>
      <p>{service.what}</p>
      <dl className="content-service__facts">
        <dt>For</dt>
        <dd>{service.forWhom}</dd>
        <dt>How it works</dt>
        <dd>{service.how}</dd>
        <dt>Price</dt>
        <dd>{service.price}</dd>
      </dl>
      <p>
        <a href={askHref}>Ask about {service.title.toLowerCase()}</a>
      </p>
    </section>
  );
}

function headingId(title: string): string {
  return `service-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}
