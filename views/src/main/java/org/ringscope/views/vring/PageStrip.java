package org.ringscope.views.vring;

import java.util.function.IntConsumer;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import org.ringscope.views.Format;
import org.ringscope.views.Revision;
import org.ringscope.views.Tables;

/**
 * The pages of one vring half as a horizontal, virtualized strip: each {@code vring_desc_page_t} of 65,536
 * descriptors with its fill level (a half grows a page at a time, up to 256 pages = the 16,777,200 cap). Picking a
 * page calls back with its number.
 */
final class PageStrip {
    private final ListView<Integer> list = new ListView<>();
    private HalfSnapshot shown;
    private boolean applying;
    private final Revision revision = new Revision();

    PageStrip(IntConsumer picked) {
        list.setId("vring-pages");
        list.getStyleClass().add("page-strip");
        list.setOrientation(Orientation.HORIZONTAL);
        list.setFixedCellSize(132);
        list.setPrefHeight(64);
        list.setMinHeight(64);
        list.setMaxHeight(64);
        list.setFocusTraversable(false);
        list.setPlaceholder(new Label("no pages: the half is empty"));
        list.setCellFactory(l -> new Cell());
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (!applying && now != null) {
                picked.accept(now);
            }
        });
    }

    ListView<Integer> control() {
        return list;
    }

    void show(HalfSnapshot s) {
        if (shown != null && s != null && shown.sameHalf(s.key(), s.direction()) && shown.words() == s.words()
                && shown.used() == s.used()) {
            shown = s; // the same pages at another step
            return;
        }
        boolean samePages = shown != null && s != null && list.getItems().size() == s.pages();
        shown = s;
        if (samePages) { // the same pages with new fills (another step): the cells draw them again, none is rebuilt
            revision.bump();
            return;
        }
        applying = true;
        try {
            list.setItems(s == null ? FXCollections.observableArrayList() : Tables.indexRows(s.pages()));
            revision.bump(); // a cell whose page number stayed is not updated by the new items
        } finally {
            applying = false;
        }
    }

    /** Marks page {@code p} (without calling back). */
    void mark(int p) {
        applying = true;
        try {
            if (p >= 0 && p < list.getItems().size()) {
                list.getSelectionModel().select(p);
                list.scrollTo(Math.max(0, p - 1));
            } else {
                list.getSelectionModel().clearSelection();
            }
        } finally {
            applying = false;
        }
    }

    private final class Cell extends ListCell<Integer> {
        private final Label title = new Label();
        private final ProgressBar bar = new ProgressBar();
        private final Label count = new Label();
        private final VBox box = new VBox(2, title, bar, count);

        private final Object again = revision.follow(() -> draw(getItem(), isEmpty()));

        Cell() {
            title.getStyleClass().add("page-title");
            count.getStyleClass().addAll("dim", "page-count");
            bar.setMaxWidth(Double.MAX_VALUE);
            bar.setPrefHeight(9);
            bar.getStyleClass().add("page-fill");
            box.getStyleClass().add("page-cell");
        }

        @Override
        protected void updateItem(Integer p, boolean empty) {
            super.updateItem(p, empty);
            draw(p, empty);
        }

        private void draw(Integer p, boolean empty) {
            if (empty || p == null || shown == null || p >= shown.pages()) {
                setGraphic(null);
                return;
            }
            int n = shown.onPage(p);
            title.setText("page " + p);
            bar.setProgress((double) n / HalfSnapshot.PAGE);
            count.setText(Format.count(n) + " / 65,536");
            setGraphic(box);
        }
    }
}
