
export default function Page() {
  return <main><h1>manage-projects</h1></main>;
}
