
export default function Page() {
  return <main><h1>add-blog</h1></main>;
}
