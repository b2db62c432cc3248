export default function LazyPanel() {
  return <p>Lazy panel loaded</p>;
}
