import { Link } from 'react-router-dom';

/** The red banner every page carries. */
export function GenocideBanner() {
  return (
    <Link to="/gaza-solidarity" className="genocide-banner">
      STOP GENOCIDE NOW
    </Link>
  );
}
