// The yardstick for start-up (issue 18): the barest Qt Widgets window worth the name, a menu
// bar, a 20-row table and a status line, quitting after its first paint as `dugout` does
// with DUGOUT_QUIT_AFTER_FIRST_PAINT=1. Whatever Dugout takes beyond this is Dugout's own.
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

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
    window.show();
    QTimer::singleShot(0, &window, [&window] {
        window.repaint();
        std::fputs("first paint\n", stdout);
        std::fflush(stdout);
        QCoreApplication::quit();
    });
    return app.exec();
}
