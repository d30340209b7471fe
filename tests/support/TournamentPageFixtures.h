#pragma once

// What the Tournaments area's view tests share: the area opened as an organiser starts, and the
// reading and clicking of its tables (entrants, pairings, standings), whose second column holds
// a name to click.

#include "WindowFixtures.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QMouseEvent>
#include <QString>
#include <QTableWidget>
#include <QTest>
#include <QtGlobal>

#include <memory>

namespace dugout::test {

// The main window at 1366×768 on the database at `databasePath`, with the Tournaments area
// clicked. The settings live as long as the window that reads them.
struct TournamentsWindow
{
    TournamentsWindow(const QString &settingsPath, const QString &databasePath)
        : settings(settingsPath), window(openMainWindow(settings, databasePath))
    {
        clickArea(*window, MainWindow::Area::Tournaments);
        page = window->findChild<QWidget *>(QStringLiteral("tournamentsPage"));
        if (!page)
            qFatal("the Tournaments area has no tournamentsPage");
    }

    Settings settings;
    std::unique_ptr<MainWindow> window;
    QWidget *page = nullptr;
};

// Clicks row `row` of `table` on its name (second column), scrolled into view first; stops the
// test if the click did not choose the row.
inline void clickRow(QTableWidget *table, int row)
{
    QTableWidgetItem *item = table->item(row, 1);
    table->scrollToItem(item);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(item).center());
    if (table->currentRow() != row)
        qFatal("a click on row %d of %s did not choose it", row, qPrintable(table->objectName()));
}

// The text shown in a cell, empty where the cell holds nothing.
inline QString cell(const QTableWidget *table, int row, int column)
{
    return table->item(row, column) ? table->item(row, column)->text() : QString();
}

} // namespace dugout::test
