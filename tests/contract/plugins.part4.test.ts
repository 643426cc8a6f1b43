/** The plugin contract (pluginContract.ts), part 4 of 4: every fourth plugin. */
import { pluginContract } from './pluginContract.ts';
import { contractPart } from '../selection.ts';

await pluginContract(contractPart(4), { wholeFolder: false });
