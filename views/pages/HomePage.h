#pragma once

#include <QWidget>

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
    QPushButton *m_rulebookButton;
    QPushButton *m_teamsButton;
    bool m_welcome = false;
};

} // namespace dugout
