
export default function Page() {
  return <main><h1>dashboard</h1></main>;
}
