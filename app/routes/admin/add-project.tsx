
export default function Page() {
  return <main><h1>add-project</h1></main>;
}
