
export default function Page() {
  return <main><h1>edit-project</h1></main>;
}
