#pragma once

#include "views/MainWindow.h"

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace dugout {

// Help → Guide to this area (F1): the built-in guide (AreaGuide), opened on the area on screen,
// the other areas one click away in the list beside it.
class GuideDialog : public QDialog
{
    Q_OBJECT

public:
    GuideDialog(MainWindow::Area area, QWidget *parent = nullptr);

    MainWindow::Area area() const;
    QString text() const;

private:
    void showGuide(int row);

    QListWidget *m_areas;
    QTextBrowser *m_text;
};

} // namespace dugout
