/** The caption and column heads every results table gives assistive technology (both are visually hidden). */
export function ResultsTableHead({ question, hidden }: { question: string; hidden: boolean }) {
  return (
    <>
      <caption className="sr-only">Results of the poll “{question}”</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Option</th>
          <th scope="col">{hidden ? 'Results (hidden until revealed)' : 'Votes and share'}</th>
        </tr>
      </thead>
    </>
  );
}
