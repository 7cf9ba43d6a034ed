package org.ringscope.model.ucode;

/** Which staged image a relocation site or value falls in: the code (IRAM) or the data (DRAM) image. */
public enum Side {
    CODE,
    DATA
}
