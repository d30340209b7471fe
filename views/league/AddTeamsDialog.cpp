#include "AddTeamsDialog.h"

#include <QColor>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int TeamIdRole = Qt::UserRole;

// The team's colour as a small rounded square, like the Teams area's list.
QIcon swatch(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(color.darker(140));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pixmap);
}

} // namespace

AddTeamsDialog::AddTeamsDialog(QWidget *parent)
    : QDialog(parent), m_note(new QLabel(this)), m_list(new QListWidget(this)),
      m_refusedLabel(new QLabel(tr("These teams cannot join:"), this)),
      m_refused(new QListWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"addTeamsDialog"_s);
    setWindowTitle(tr("Add teams"));
    m_note->setWordWrap(true);
    m_list->setObjectName(u"candidateTeams"_s);
    m_list->setAlternatingRowColors(true);
    m_list->setSpacing(2);
    m_refused->setObjectName(u"refusedTeams"_s);
    m_refused->setWordWrap(true);
    m_refused->setSelectionMode(QAbstractItemView::NoSelection);
    m_refused->setFocusPolicy(Qt::NoFocus);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to league"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this, &AddTeamsDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_list, 2);
    layout->addWidget(m_refusedLabel);
    layout->addWidget(m_refused, 1);
    layout->addWidget(m_buttons);
    setMinimumSize(440, 380);
    setCandidates({});
}

void AddTeamsDialog::setCandidates(const QList<Candidate> &candidates, const QStringList &refusals)
{
    m_list->clear();
    for (const Candidate &candidate : candidates) {
        QString details = candidate.roster;
        if (!candidate.coach.isEmpty())
            details += u" · "_s + tr("Coach: %1").arg(candidate.coach);
        auto *item = new QListWidgetItem(u"%1  —  %2"_s.arg(candidate.name, details), m_list);
        item->setData(TeamIdRole, candidate.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        if (QColor::isValidColorName(candidate.color))
            item->setIcon(swatch(QColor::fromString(candidate.color)));
    }
    m_refused->clear();
    for (const QString &reason : refusals) {
        auto *item = new QListWidgetItem(reason, m_refused);
        item->setFlags(Qt::ItemIsEnabled);
        item->setToolTip(reason);
    }
    m_refusedLabel->setVisible(!refusals.isEmpty());
    m_refused->setVisible(!refusals.isEmpty());
    if (!candidates.isEmpty())
        m_note->setText(tr("Tick the teams that join the league."));
    else if (!refusals.isEmpty())
        m_note->setText(tr("<b>No team can join.</b>"));
    else
        m_note->setText(
            tr("<b>No team can join.</b> Build and confirm a team in the Teams area first."));
    updateOk();
}

void AddTeamsDialog::setChecked(qint64 teamId, bool checked)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(TeamIdRole).toLongLong() == teamId)
            m_list->item(row)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void AddTeamsDialog::checkAll()
{
    for (int row = 0; row < m_list->count(); ++row)
        m_list->item(row)->setCheckState(Qt::Checked);
}

QList<qint64> AddTeamsDialog::selectedTeamIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            ids << m_list->item(row)->data(TeamIdRole).toLongLong();
    }
    return ids;
}

void AddTeamsDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedTeamIds().isEmpty());
}

} // namespace dugout
