import './remote-failure.css';

interface Props {
  label: string;
  error: Error;
  onRetry: () => void;
}

export function RemoteFailure({ label, error, onRetry }: Props) {
  return (
    <section className="remote-failure" role="alert">
      <h2 className="remote-failure__title">This part of the page is unavailable</h2>
      <p>{label}</p>
      <p className="remote-failure__detail">{error.message}</p>
      <button type="button" className="remote-failure__retry" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
