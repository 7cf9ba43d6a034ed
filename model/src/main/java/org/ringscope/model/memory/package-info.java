/**
 * Device memory as the Memory view reads it at a step (decision 1280): the areas there are — the regions of the
 * address map (HBM, each NeuronCore's State Buffer and DMEM, its semaphore and event views) and the NEFF's variables
 * and the runtime's allocations inside them, each with the element type it holds — their bytes at the cursor and at
 * earlier steps, typed decoding, which bytes a step range wrote or changed, and write activity per page. No JavaFX;
 * call on the thread that owns the session's journal.
 */
package org.ringscope.model.memory;
