
export default function Page() {
  return <main><h1>project-detail</h1></main>;
}
