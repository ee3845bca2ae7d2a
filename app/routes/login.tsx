
export default function Page() {
  return <main><h1>login</h1></main>;
}
