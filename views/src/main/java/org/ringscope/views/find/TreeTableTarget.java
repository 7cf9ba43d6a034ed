package org.ringscope.views.find;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Control;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;

/**
 * A {@link TreeTableView} as a find target. Rows are every tree item in depth-first order, collapsed ones
 * included, so a find reaches members inside closed folders; revealing a row expands its parents.
 */
final class TreeTableTarget<T> implements FindTarget {
    private final TreeTableView<T> tree;
    private final List<TreeItem<T>> items = new ArrayList<>();

    TreeTableTarget(TreeTableView<T> tree) {
        this.tree = tree;
        TreeItem<T> root = tree.getRoot();
        if (root != null) {
            if (tree.isShowRoot()) {
                items.add(root);
            }
            collect(root);
        }
    }

    private void collect(TreeItem<T> item) {
        for (TreeItem<T> c : item.getChildren()) {
            items.add(c);
            collect(c);
        }
    }

    @Override
    public String name() {
        return FindTarget.nameOf(tree);
    }

    @Override
    public Control control() {
        return tree;
    }

    @Override
    public int rowCount() {
        return items.size();
    }

    @Override
    public String rowText(int row) {
        TreeItem<T> item = items.get(row);
        StringBuilder sb = new StringBuilder();
        for (TreeTableColumn<T, ?> c : tree.getVisibleLeafColumns()) {
            Object v = c.getCellData(item);
            if (FindTarget.isText(v)) {
                sb.append(v).append('\t');
            }
        }
        return sb.toString();
    }

    @Override
    public int selectedRow() {
        return items.indexOf(tree.getSelectionModel().getSelectedItem());
    }

    @Override
    public void reveal(int row) {
        TreeItem<T> item = items.get(row);
        for (TreeItem<T> p = item.getParent(); p != null; p = p.getParent()) {
            p.setExpanded(true);
        }
        tree.getSelectionModel().clearSelection();
        tree.getSelectionModel().select(item);
        int r = tree.getRow(item);
        if (r >= 0) {
            tree.getFocusModel().focus(r);
            tree.scrollTo(Math.max(0, r - 3));
        }
    }
}
