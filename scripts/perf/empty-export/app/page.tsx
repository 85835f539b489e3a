export default function Page() {
  return (
    <main>
      <h1>Empty</h1>
    </main>
  );
}
