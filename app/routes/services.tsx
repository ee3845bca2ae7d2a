
export default function Page() {
  return <main><h1>services</h1></main>;
}
