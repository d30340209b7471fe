#pragma once

#include "views/MainWindow.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

// The built-in guide (issue 22.5): for each area of the window, what it is for and the first
// three things to do there, in a few lines a coach reads before starting. Written for Dugout
// in our own words; the rules themselves are in the Rulebook area.
class AreaGuide
{
    Q_DECLARE_TR_FUNCTIONS(AreaGuide)

public:
    struct Page
    {
        QString title;
        QString purpose;
        QStringList firstSteps; // three
    };

    static Page page(MainWindow::Area area);
    // The page as HTML for a text browser.
    static QString html(MainWindow::Area area);
    static QList<MainWindow::Area> areas();
};

} // namespace dugout
