package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A legend flows into rows no wider than its view: an item that does not fit starts the next row; held to a number of
 * rows, the items after them have no place and the last row keeps room for the mark that counts them.
 */
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

    @Test
    void heldToFewerRowsTheItemsAfterThemHaveNoPlaceAndTheLastRowKeepsRoomForTheMark() {
        double[] w = {100, 80, 120, 60, 90};
        assertEquals(3, Legends.flow(w, 250)[5][1], "three rows when they may");
        double[][] one = Legends.flowInto(w, 250, 1, 50);
        assertArrayEquals(new double[] {104, 0}, one[1], "100 + 80 and the mark's 50 fit in 250");
        assertEquals(null, one[2], "the third item has no place in one row");
        assertArrayEquals(new double[] {234, 1}, one[5], "one row, the mark after the second item");
        double[][] two = Legends.flowInto(w, 250, 2, 50);
        assertArrayEquals(new double[] {4, 1}, two[2]);
        assertArrayEquals(new double[] {124, 1}, two[3]);
        assertEquals(null, two[4], "124 + 60 + 90 exceed 250 less the mark on the last row");
        assertEquals(2, two[5][1]);
        assertArrayEquals(Legends.flow(w, 1000), Legends.flowInto(w, 1000, 1, 50), "room for all: as flow");
    }
}
