
export default function Page() {
  return <main><h1>edit-blog</h1></main>;
}
