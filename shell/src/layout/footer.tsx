export function Footer() {
  return (
    <footer>
      <p>An unofficial fan site, not affiliated with the game's makers.</p>
    </footer>
  );
}
