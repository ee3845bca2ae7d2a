
export default function Page() {
  return <main><h1>projects</h1></main>;
}
