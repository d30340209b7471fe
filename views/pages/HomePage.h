#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace dugout {

class Database;

// The first page. On an empty database it welcomes a new user: what Dugout does and what to
// do first. Otherwise it sums up what the open database holds.
class HomePage : public QWidget
{
    Q_OBJECT

public:
    explicit HomePage(QWidget *parent = nullptr);

    void setDatabase(const Database *database);
    bool isShowingWelcome() const { return m_welcome; }
    // The label and the number of each row of the summary, for tests.
    QStringList countsShown() const;

Q_SIGNALS:
    void rulebookRequested();
    void teamsRequested();
    void newDatabaseRequested();
    void openDatabaseRequested();
    void demoRequested();

private:
    QLabel *m_heading;
    QLabel *m_body;
    QLabel *m_location;
    // What the database holds, as plain labels in a grid: a rich-text table in one label cost
    // a fifth of the window's start-up, laid out again at every width the layout tried.
    QWidget *m_counts;
    QGridLayout *m_countsGrid;
    QPushButton *m_rulebookButton;
    QPushButton *m_teamsButton;
    bool m_welcome = false;
};

} // namespace dugout
