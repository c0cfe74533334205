export default function App() { return <p>content remote</p>; }
