/** The plugin contract (pluginContract.ts), part 2 of 4: every fourth plugin. */
import { pluginContract } from './pluginContract.ts';
import { contractPart } from '../selection.ts';

await pluginContract(contractPart(2), { wholeFolder: false });
