#include "HomePage.h"

#include "core/storage/Database.h"
#include "core/storage/HomeDigest.h"
#include "core/storage/ServerAddress.h"
#include "models/Palette.h"
#include "views/widgets/WrappedLabel.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// What a row of the digest opens, kept on its item.
enum ItemRole { KindRole = Qt::UserRole, IdRole };
enum class Kind { Match, League, Team };

QListWidgetItem *addItem(QListWidget *list, const QString &text, const QString &tip, Kind kind,
                         qint64 id)
{
    auto *item = new QListWidgetItem(text, list);
    item->setToolTip(tip);
    item->setData(KindRole, static_cast<int>(kind));
    item->setData(IdRole, id);
    return item;
}

} // namespace

HomePage::HomePage(QWidget *parent) : QWidget(parent)
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"homeHeading"_s);
    QFont font = m_heading->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::PageTitle));
    font.setBold(true);
    m_heading->setFont(font);

    m_body = new WrappedLabel(this);
    m_body->setObjectName(u"homeBody"_s);
    m_body->setMaximumWidth(720);

    m_location = new QLabel(this);
    m_location->setObjectName(u"homeLocation"_s);
    m_location->setWordWrap(true);
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_location->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    m_location->setPalette(palette);

    m_digest = new QWidget(this);
    m_digest->setObjectName(u"homeDigest"_s);
    m_digest->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *columns = new QHBoxLayout(m_digest);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->setSpacing(24);

    m_teamsButton = new QPushButton(tr("Create a team"), this);
    m_rulebookButton = new QPushButton(tr("Browse the rulebook"), this);
    auto *newButton = new QPushButton(tr("New database…"), this);
    auto *openButton = new QPushButton(tr("Open database…"), this);
    auto *demoButton = new QPushButton(tr("Open the demo league"), this);
    demoButton->setObjectName(u"demoButton"_s);
    demoButton->setToolTip(
        tr("Opens a separate demo database: eight teams and a season half played, to explore "
           "without touching your own data"));
    connect(demoButton, &QPushButton::clicked, this, &HomePage::demoRequested);
    connect(m_teamsButton, &QPushButton::clicked, this, &HomePage::teamsRequested);
    connect(m_rulebookButton, &QPushButton::clicked, this, &HomePage::rulebookRequested);
    connect(newButton, &QPushButton::clicked, this, &HomePage::newDatabaseRequested);
    connect(openButton, &QPushButton::clicked, this, &HomePage::openDatabaseRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_teamsButton);
    buttons->addWidget(m_rulebookButton);
    buttons->addSpacing(24);
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    buttons->addSpacing(24);
    buttons->addWidget(demoButton);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 32, 32, 32);
    layout->setSpacing(16);
    layout->addWidget(m_heading);
    layout->addWidget(m_body);
    layout->addWidget(m_digest);
    layout->addLayout(buttons);
    layout->addWidget(m_location);
    layout->addStretch();
    // Until a database is opened (just after the window's first paint) or fails to open, the
    // page shows its title only: no paragraph to lay out before the first paint (issue 18).
    m_heading->setText(tr("Dugout"));
    m_body->hide();
    m_digest->hide();
    m_teamsButton->hide();
    m_rulebookButton->hide();
}

void HomePage::buildDigest()
{
    if (m_matches)
        return;
    // Built the first time there is something under way to show: a new database shows the
    // welcome text instead, and its start builds no list it does not show (issue 18).
    auto *columns = static_cast<QHBoxLayout *>(m_digest->layout());
    m_matches = addSection(u"homeMatches"_s, tr("Match in progress"), columns);
    m_fixtures = addSection(u"homeFixtures"_s, tr("Next fixtures"), columns);
    m_teams = addSection(u"homeTeams"_s, tr("Recent teams"), columns);
    columns->addStretch();
}

QListWidget *HomePage::addSection(const QString &objectName, const QString &title, QLayout *columns)
{
    auto *section = new QWidget(m_digest);
    section->setObjectName(objectName + u"Section"_s);
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    auto *label = new QLabel(title, section);
    label->setObjectName(objectName + u"Title"_s);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    auto *list = new QListWidget(section);
    list->setObjectName(objectName);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    list->setMinimumWidth(180);
    list->setSpacing(1);
    list->setTextElideMode(Qt::ElideRight);
    list->setCursor(Qt::PointingHandCursor);
    // One click opens, as a link would; Enter on a row does the same.
    connect(list, &QListWidget::itemClicked, this, &HomePage::activate);
    connect(list, &QListWidget::itemActivated, this, &HomePage::activate);
    label->setBuddy(list);
    layout->addWidget(label);
    layout->addWidget(list);
    layout->addStretch();
    columns->addWidget(section);
    return list;
}

void HomePage::activate(QListWidgetItem *item)
{
    const qint64 id = item->data(IdRole).toLongLong();
    switch (static_cast<Kind>(item->data(KindRole).toInt())) {
    case Kind::Match:
        Q_EMIT resumeMatchRequested(id);
        break;
    case Kind::League:
        Q_EMIT leagueRequested(id);
        break;
    case Kind::Team:
        Q_EMIT teamRequested(id);
        break;
    }
}

void HomePage::fitToRows(QListWidget *list)
{
    list->parentWidget()->setVisible(list->count() > 0);
    if (list->count() == 0)
        return;
    const int rows = (list->sizeHintForRow(0) + 2 * list->spacing()) * list->count();
    list->setFixedHeight(rows + 2 * list->frameWidth() + 2);
    // Up to as wide as its longest row: the three lists share a narrow window, and a row cut
    // short there still reads whole in its tooltip.
    int widest = 0;
    for (int row = 0; row < list->count(); ++row)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(list->item(row)->text()));
    list->setMaximumWidth(std::max(widest + 2 * list->frameWidth() + 32, list->minimumWidth()));
}

void HomePage::setDatabase(const Database *database)
{
    m_welcome = database && database->isEmpty();
    if (database && !m_welcome)
        buildDigest(); // before the digest is shown, so its lists show with it
    m_teamsButton->setVisible(database != nullptr);
    m_rulebookButton->setVisible(database != nullptr);
    m_digest->setVisible(database && !m_welcome);
    m_body->show();
    // Plain text throughout: a rich-text label builds a text document and lays it out again at
    // every width the layout tries, which was a fifth of the window's start-up (issue 18).
    m_body->setTextFormat(Qt::PlainText);
    if (!database) {
        m_heading->setText(tr("No database is open"));
        m_body->setText(tr("Dugout keeps teams, leagues and matches in one database file. "
                           "Create a new one or open an existing one to start."));
        m_location->clear();
        return;
    }
    if (const std::optional<ServerAddress> address =
            database->isServer() ? ServerAddress::parse(database->path(), nullptr) : std::nullopt) {
        // A league server by its name, not its address (which shows on hovering).
        m_location->setText(tr("Everything you enter is saved at once on the league server: %1, "
                               "logged in as %2")
                                .arg(address->displayName(), database->serverUser()));
        m_location->setToolTip(database->path());
    } else {
        m_location->setText(tr("Everything you enter is saved at once in %1")
                                .arg(QDir::toNativeSeparators(database->path())));
        m_location->setToolTip(QString());
    }
    if (m_welcome) {
        m_heading->setText(tr("Welcome to Dugout"));
        //: The welcome text of an empty database, plain text: one paragraph per line.
        m_body->setText(
            tr("Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:\n"
               "\u2022 Coaches build a team within 1,000,000 gold, look after it between matches "
               "and print its team sheet.\n"
               "\u2022 Commissioners run leagues: schedules, results, the post-match sequence and "
               "the standings.\n"
               "\u2022 Two coaches at a table play on a real pitch while Dugout follows the match "
               "and enforces the rules.\n\n"
               "What to do first: create your team, or browse the rulebook to pick a roster. "
               "To see a league in full swing, open the demo league. "
               "This database is empty: nothing you do here can break anything."));
        return;
    }
    m_heading->setText(tr("Dugout"));
    QString error;
    const std::optional<HomeDigest> digest = HomeDigest::read(*database, &error);
    if (!digest) {
        m_digest->hide();
        m_body->setText(tr("What is under way could not be read: %1").arg(error));
        return;
    }
    showDigest(*digest);
}

void HomePage::showDigest(const HomeDigest &digest)
{
    buildDigest();
    m_matches->clear();
    for (const HomeDigest::MatchInProgress &match : digest.matchesInProgress) {
        //: A match being tracked on the home page: home team, score, away team.
        const QString text = tr("%1 %2–%3 %4")
                                 .arg(match.homeName)
                                 .arg(match.homeScore)
                                 .arg(match.awayScore)
                                 .arg(match.awayName);
        //: Tooltip of a match being tracked: the match, when its last event was entered.
        const QString tip = tr("%1\nResume this match in the tracker (last entry %2)")
                                .arg(text, QLocale().toString(match.lastActivity.toLocalTime(),
                                                              QLocale::ShortFormat));
        addItem(m_matches, text, tip, Kind::Match, match.trackedMatchId);
    }
    m_fixtures->clear();
    // One league (the usual case) is named once, in the title; several are named on each row.
    bool oneLeague = true;
    for (const HomeDigest::NextFixture &fixture : digest.nextFixtures)
        oneLeague = oneLeague && fixture.leagueId == digest.nextFixtures.first().leagueId;
    auto *fixturesTitle = m_digest->findChild<QLabel *>(u"homeFixturesTitle"_s);
    fixturesTitle->setText(oneLeague && !digest.nextFixtures.isEmpty()
                               //: Title over the next fixtures of the only league: its name.
                               ? tr("Next fixtures: %1").arg(digest.nextFixtures.first().leagueName)
                               : tr("Next fixtures"));
    for (const HomeDigest::NextFixture &fixture : digest.nextFixtures) {
        //: A fixture to play on the home page: home team, away team, round.
        QString text =
            tr("%1 v %2 (round %3)").arg(fixture.homeName, fixture.awayName).arg(fixture.round);
        if (!oneLeague)
            text = tr("%1: %2").arg(fixture.leagueName, text);
        const QString tip =
            tr("%1, %2: %3\nShow the league").arg(fixture.leagueName, fixture.seasonName, text);
        addItem(m_fixtures, text, tip, Kind::League, fixture.leagueId);
    }
    m_teams->clear();
    for (const HomeDigest::RecentTeam &team : digest.recentTeams) {
        const QString text =
            team.coach.isEmpty() ? team.name : tr("%1 (coach: %2)").arg(team.name, team.coach);
        addItem(m_teams, text, tr("%1\nOpen this team").arg(text), Kind::Team, team.teamId);
    }
    for (QListWidget *list : {m_matches, m_fixtures, m_teams})
        fitToRows(list);
    m_body->setVisible(digest.isEmpty());
    m_body->setText(
        digest.isEmpty()
            ? tr("Nothing is under way: no team, no fixture to play, no match being tracked.")
            : QString());
}

} // namespace dugout
