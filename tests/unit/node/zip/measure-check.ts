import { readFileSync } from 'node:fs';
import { XLSX_ZIP_LIMITS } from '../../../../src/shared/referential-file/read-xlsx';
import { refusalOf } from './refusal';

/**
 * Run in a child process by zip-bounds.test.ts: checks the archive named on the command line with the xlsx
 * limits and prints the reason and how much the process's peak memory grew during the check alone.
 */
const bytes = new Uint8Array(readFileSync(process.argv[2] ?? ''));
const before = process.resourceUsage().maxRSS;
const reason = refusalOf(bytes, XLSX_ZIP_LIMITS);
console.log(JSON.stringify({ reason, growthKb: process.resourceUsage().maxRSS - before }));
