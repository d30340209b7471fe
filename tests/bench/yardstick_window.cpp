// The yardstick for start-up (issue 18): the barest Qt Widgets window worth the name, a menu
// bar, a 20-row table and a status line, quitting once it has really been painted, as `dugout`
// does with DUGOUT_QUIT_AFTER_FIRST_PAINT. Whatever Dugout takes beyond this is Dugout's own.
//
// "Painted" is a paint event seen by the window, then the end of that paint pass (a zero timer
// runs once the pass has drawn and flushed every widget). A repaint() called from the first
// pass of the event loop is not enough: the platform has not exposed the window yet, so Qt
// discards it, and an earlier version of this yardstick quit without drawing a single widget.
#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

class FirstPaint : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] {
                std::fputs("first paint\n", stdout);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.menuBar()->addMenu(u"&File"_s)->addAction(u"&Quit"_s, &app, &QApplication::quit);
    window.menuBar()->addMenu(u"&Help"_s);
    auto *table = new QTableWidget(20, 4, &window);
    table->setHorizontalHeaderLabels({u"Team"_s, u"Coach"_s, u"Roster"_s, u"Value"_s});
    for (int row = 0; row < 20; ++row) {
        for (int column = 0; column < 4; ++column)
            table->setItem(row, column, new QTableWidgetItem(u"Cell %1.%2"_s.arg(row).arg(column)));
    }
    window.setCentralWidget(table);
    window.statusBar()->showMessage(u"Ready"_s);
    window.resize(1024, 700);
    FirstPaint firstPaint;
    window.installEventFilter(&firstPaint);
    window.show();
    return app.exec();
}
