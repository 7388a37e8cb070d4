// A function's answers remembered by argument, for the few arguments a worker sees again and again (a
// busy page's address, the edge's Accept-Encoding). Bounded: when full it starts over, so a flood of
// new arguments (junk addresses) costs the memory of `max` answers and only empties it.
export function boundedMemo<A, R>(compute: (argument: A) => R, max: number): (argument: A) => R {
  const answers = new Map<A, R>();
  return (argument) => {
    if (answers.has(argument)) return answers.get(argument) as R;
    const answer = compute(argument);
    if (answers.size >= max) answers.clear();
    answers.set(argument, answer);
    return answer;
  };
}
