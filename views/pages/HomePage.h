#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace dugout {

class Database;
class HomeDigest;

// The first page. On an empty database it welcomes a new user: what Dugout does and what to
// do first. Otherwise it shows what is under way (HomeDigest): a match being tracked to resume,
// the next fixtures of each league, the teams last created or played, each a click away.
// Plain labels and list widgets only: the page is built and filled on the start-up path.
class HomePage : public QWidget
{
    Q_OBJECT

public:
    explicit HomePage(QWidget *parent = nullptr);

    // Reads the database again (cheap: a few bounded queries), so the page is current each
    // time it is shown.
    void setDatabase(const Database *database);
    bool isShowingWelcome() const { return m_welcome; }

Q_SIGNALS:
    void rulebookRequested();
    void teamsRequested();
    void newDatabaseRequested();
    void openDatabaseRequested();
    void demoRequested();
    void resumeMatchRequested(qint64 trackedMatchId);
    void leagueRequested(qint64 leagueId);
    void teamRequested(qint64 teamId);

private:
    // The three sections of the digest, made on first use.
    void buildDigest();
    // A bold title over a list, in a column of its own; hidden while the list is empty.
    QListWidget *addSection(const QString &objectName, const QString &title, QLayout *columns);
    void showDigest(const HomeDigest &digest);
    // Fits `list` to its rows: no scroll bar, no empty band under the last row.
    static void fitToRows(QListWidget *list);
    void activate(QListWidgetItem *item);

    QLabel *m_heading;
    QLabel *m_body;
    QLabel *m_location;
    QWidget *m_digest;
    QListWidget *m_matches = nullptr;
    QListWidget *m_fixtures = nullptr;
    QListWidget *m_teams = nullptr;
    QPushButton *m_rulebookButton;
    QPushButton *m_teamsButton;
    bool m_welcome = false;
};

} // namespace dugout
