import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { demoProblems } from './src/db/seed/problems.ts';
const dir = '/tmp/ps/run';
let n = 0;
for (const problem of demoProblems) {
  for (const solution of problem.solutions ?? []) {
    n += 1;
    const base = `${dir}/s${n}`;
    let run = '';
    if (solution.language === 'cpp') { writeFileSync(`${base}.cpp`, solution.code); execSync(`g++ -O2 -std=c++17 -o ${base} ${base}.cpp`); run = base; }
    else if (solution.language === 'python') { writeFileSync(`${base}.py`, solution.code); run = `python3 ${base}.py`; }
    else if (solution.language === 'java') { execSync(`mkdir -p ${base}j`); writeFileSync(`${base}j/Main.java`, solution.code); execSync(`javac ${base}j/Main.java`); run = `java -cp ${base}j Main`; }
    else if (solution.language === 'rust') { writeFileSync(`${base}.rs`, solution.code); execSync(`rustc -O -o ${base}r ${base}.rs 2>&1`); run = `${base}r`; }
    const out = execSync(run, { input: problem.exampleInput }).toString().trim();
    const ok = out.split(/\s+/).join(' ') === problem.exampleOutput.split(/\s+/).join(' ');
    console.log(ok ? 'OK ' : 'BAD', problem.title, solution.language, JSON.stringify(out), ok ? '' : JSON.stringify(problem.exampleOutput));
  }
}
