
export default function Page() {
  return <main><h1>gallery</h1></main>;
}
