package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A legend flows into rows no wider than its view: an item that does not fit starts the next row. */
class LegendsTest {
    @Test
    void itemsWrapAtTheWidthGiven() {
        double[] w = {100, 80, 120, 60};
        double[][] one = Legends.flow(w, 1000);
        assertArrayEquals(new double[] {364, 1}, one[4], "one row when there is room");
        assertArrayEquals(new double[] {184, 0}, one[2]);
        double[][] two = Legends.flow(w, 250);
        assertArrayEquals(new double[] {4, 0}, two[0]);
        assertArrayEquals(new double[] {104, 0}, two[1]);
        assertArrayEquals(new double[] {4, 1}, two[2], "the third item starts the second row");
        assertArrayEquals(new double[] {124, 1}, two[3]);
        assertEquals(2, two[4][1]);
        assertTrue(two[4][0] <= 250, "no row is wider than the width given");
    }

    @Test
    void anItemWiderThanTheWidthTakesARowOfItsOwn() {
        double[][] at = Legends.flow(new double[] {50, 400, 50}, 200);
        assertEquals(3, at[3][1]);
        assertArrayEquals(new double[] {4, 1}, at[1]);
    }
}
