#include "HomePage.h"

#include "core/storage/Database.h"

#include <QDir>
#include <QGridLayout>
#include <QLocale>
#include <QHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

HomePage::HomePage(QWidget *parent) : QWidget(parent)
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"homeHeading"_s);
    QFont font = m_heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.8);
    font.setBold(true);
    m_heading->setFont(font);

    m_body = new QLabel(this);
    m_body->setObjectName(u"homeBody"_s);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setMaximumWidth(720);

    m_location = new QLabel(this);
    m_location->setObjectName(u"homeLocation"_s);
    m_location->setWordWrap(true);
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_location->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    m_location->setPalette(palette);

    m_counts = new QWidget(this);
    m_counts->setObjectName(u"homeCounts"_s);
    m_countsGrid = new QGridLayout(m_counts);
    m_countsGrid->setContentsMargins(0, 0, 0, 0);
    m_countsGrid->setHorizontalSpacing(24);
    m_countsGrid->setColumnStretch(2, 1);

    m_teamsButton = new QPushButton(tr("Create a team"), this);
    m_rulebookButton = new QPushButton(tr("Browse the rulebook"), this);
    auto *newButton = new QPushButton(tr("New database…"), this);
    auto *openButton = new QPushButton(tr("Open database…"), this);
    auto *demoButton = new QPushButton(tr("Open the demo league"), this);
    demoButton->setObjectName(u"demoButton"_s);
    demoButton->setToolTip(tr("Opens a separate demo database: eight teams and a season half played, to explore "
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
    layout->addWidget(m_counts);
    layout->addLayout(buttons);
    layout->addWidget(m_location);
    layout->addStretch();
    setDatabase(nullptr);
}

void HomePage::setDatabase(const Database *database)
{
    m_welcome = database && database->isEmpty();
    m_teamsButton->setVisible(database != nullptr);
    m_rulebookButton->setVisible(database != nullptr);
    m_counts->setVisible(database && !m_welcome);
    if (!database) {
        m_heading->setText(tr("No database is open"));
        m_body->setText(tr("<p>Dugout keeps teams, leagues and matches in one database file. "
                           "Create a new one or open an existing one to start.</p>"));
        m_location->clear();
        return;
    }
    m_location->setText(tr("Everything you enter is saved at once in %1")
                            .arg(QDir::toNativeSeparators(database->path())));
    if (m_welcome) {
        m_heading->setText(tr("Welcome to Dugout"));
        m_body->setText(tr(
            "<p>Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:</p>"
            "<ul>"
            "<li><b>Coaches</b> build a team within 1,000,000 gold, look after it between matches "
            "and print its team sheet.</li>"
            "<li><b>Commissioners</b> run leagues: schedules, results, the post-match sequence and "
            "the standings.</li>"
            "<li><b>Two coaches at a table</b> play on a real pitch while Dugout follows the match "
            "and enforces the rules.</li>"
            "</ul>"
            "<p><b>What to do first:</b> create your team, or browse the rulebook to pick a roster. "
            "To see a league in full swing, open the demo league. "
            "This database is empty: nothing you do here can break anything.</p>"));
        return;
    }
    m_heading->setText(tr("Dugout"));
    // What a user entered, in the user's words rather than the schema's table names.
    QHash<QString, qint64> counts;
    for (const auto &[table, count] : database->tableRowCounts())
        counts.insert(table, count);
    const QList<QPair<QString, QString>> shown = {
        {u"team"_s, tr("Teams")}, {u"player"_s, tr("Players")}, {u"league"_s, tr("Leagues")},
        {u"season"_s, tr("Seasons")}, {u"fixture"_s, tr("Fixtures scheduled")}, {u"match"_s, tr("Matches recorded")}};
    m_body->setText(tr("<p>This database holds:</p>"));
    for (int row = 0; row < shown.size(); ++row) {
        const auto &[table, label] = shown.at(row);
        for (int column = 0; column < 2; ++column) {
            auto *cell = qobject_cast<QLabel *>(m_countsGrid->itemAtPosition(row, column)
                                                    ? m_countsGrid->itemAtPosition(row, column)->widget()
                                                    : nullptr);
            if (!cell) {
                cell = new QLabel(m_counts);
                cell->setTextFormat(Qt::PlainText);
                m_countsGrid->addWidget(cell, row, column, column == 1 ? Qt::AlignRight : Qt::AlignLeft);
            }
            cell->setText(column == 0 ? label : QLocale().toString(counts.value(table)));
        }
    }
}

QStringList HomePage::countsShown() const
{
    QStringList rows;
    if (m_counts->isHidden())
        return rows;
    for (int row = 0; row < m_countsGrid->rowCount(); ++row) {
        const QLayoutItem *label = m_countsGrid->itemAtPosition(row, 0);
        const QLayoutItem *count = m_countsGrid->itemAtPosition(row, 1);
        if (label && count)
            rows << qobject_cast<QLabel *>(label->widget())->text() + u' ' + qobject_cast<QLabel *>(count->widget())->text();
    }
    return rows;
}

} // namespace dugout
