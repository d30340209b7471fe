#include "TeamKeys.h"

#include <QList>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QList<std::pair<Player::Status, QString>> &statuses()
{
    static const QList<std::pair<Player::Status, QString>> list = {
        {Player::Status::Active, u"active"_s},
        {Player::Status::Dead, u"dead"_s},
        {Player::Status::Fired, u"fired"_s},
        {Player::Status::Retired, u"retired"_s}};
    return list;
}

const QList<std::pair<LedgerEntry::Kind, QString>> &kinds()
{
    static const QList<std::pair<LedgerEntry::Kind, QString>> list = {
        {LedgerEntry::Kind::StartingBudget, u"starting_budget"_s},
        {LedgerEntry::Kind::TeamCreation, u"team_creation"_s},
        {LedgerEntry::Kind::HirePlayer, u"hire_player"_s},
        {LedgerEntry::Kind::BuyReroll, u"buy_reroll"_s},
        {LedgerEntry::Kind::HireStaff, u"hire_staff"_s},
        {LedgerEntry::Kind::Winnings, u"winnings"_s},
        {LedgerEntry::Kind::Expenses, u"expenses"_s},
        {LedgerEntry::Kind::Inducements, u"inducements"_s},
        {LedgerEntry::Kind::Adjustment, u"adjustment"_s},
        {LedgerEntry::Kind::FanFactorRefund, u"fan_factor_refund"_s}};
    return list;
}

template <typename Enum> QString keyOf(const QList<std::pair<Enum, QString>> &names, Enum value)
{
    for (const auto &[entry, name] : names) {
        if (entry == value)
            return name;
    }
    return {};
}

template <typename Enum>
bool valueOf(const QList<std::pair<Enum, QString>> &names, const QString &key, Enum *value)
{
    for (const auto &[entry, name] : names) {
        if (name == key) {
            *value = entry;
            return true;
        }
    }
    return false;
}

} // namespace

QString playerStatusKey(Player::Status status)
{
    return keyOf(statuses(), status);
}

bool playerStatusFromKey(const QString &key, Player::Status *status)
{
    return valueOf(statuses(), key, status);
}

QString ledgerKindKey(LedgerEntry::Kind kind)
{
    return keyOf(kinds(), kind);
}

bool ledgerKindFromKey(const QString &key, LedgerEntry::Kind *kind)
{
    return valueOf(kinds(), key, kind);
}

} // namespace dugout
