#pragma once

#include <QTableView>

namespace dugout {

// The read-only table every rulebook tab uses: whole-row selection, alternating rows, no row
// numbers, rows as tall as their wrapped text.
class RulebookTableView : public QTableView
{
    Q_OBJECT

public:
    explicit RulebookTableView(QWidget *parent = nullptr);

    // The listed columns share the spare width in proportion to `weights` (equal shares when
    // empty) and wrap their text; every other column fits its contents, so stats stay narrow.
    // Call again after the model changes its columns.
    void setStretchedColumns(const QList<int> &columns, const QList<int> &weights = {});
    // When on, the table asks for exactly the height of its rows, so a short table leaves the
    // room below it to what follows.
    void setFitToRows(bool fit);

    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void distributeSpareWidth();

    QList<int> m_stretched;
    QList<int> m_weights;
    bool m_distributing = false;
    bool m_fitToRows = false;
};

} // namespace dugout
