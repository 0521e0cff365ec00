<?php

namespace App\Console\Commands;

use App\Events\BalanceChanged;
use App\Events\BonusCreatedNotification;
use App\Events\CashRewardNotification;
use App\Events\FreespinRewardNotification;
use App\Events\JackpotsUpdated;
use App\Events\KycReviewChanged;
use App\Events\PaymentFulfilled;
use App\Models\User;
use Illuminate\Console\Command;

/**
 * Fires one of the SPA's realtime events for a player (KycReviewChanged: about the player, to the support desk), as
 * the real backend would when it happens. The two that
 * move money change the stored balance first, so GET /api/auth/user agrees with the push.
 */
class FireDemoEvent extends Command
{
    // Laravel reads each {…} of the signature from one line: the list of events is in the description.
    protected $signature = 'realtime:demo
        {event : the event, by its broadcast name (the description lists them)}
        {--email=player@example.com : the player}
        {--amount=250.00 : the money of the event}';

    protected $description = 'Broadcast one realtime event of the SPA: BalanceChanged, PaymentFulfilled, '
        .'BonusCreatedNotification, CashRewardNotification, FreespinRewardNotification, JackpotsUpdated or KycReviewChanged';

    public function handle(): int
    {
        $user = User::where('email', $this->option('email'))->firstOrFail();
        $amount = $this->option('amount');

        match ($this->argument('event')) {
            'BalanceChanged' => BalanceChanged::dispatch($user, $this->credit($user, $amount), $user->currency_code),
            'PaymentFulfilled' => PaymentFulfilled::dispatch($user, $amount, $user->currency_code, $this->credit($user, $amount)),
            'BonusCreatedNotification' => BonusCreatedNotification::dispatch($user, 1, 'Бонус на первый депозит', $amount, 35),
            'CashRewardNotification' => CashRewardNotification::dispatch($user, 2, $amount, $user->currency_code, 'Кешбэк за неделю'),
            'FreespinRewardNotification' => FreespinRewardNotification::dispatch($user, 3, 25, 'Book of Dead'),
            'JackpotsUpdated' => JackpotsUpdated::dispatch([
                ['id' => 1, 'name' => 'Mega', 'amount' => $amount, 'currency_code' => 'USD'],
            ]),
            // The player's identity document waiting for review, on the support desk's channel.
            'KycReviewChanged' => KycReviewChanged::dispatch($user->id, 'identity', 'pending'),
            default => $this->fail('Unknown event: '.$this->argument('event')),
        };

        return self::SUCCESS;
    }

    /** Adds `amount` to the player's balance and answers the new balance. */
    private function credit(User $user, string $amount): string
    {
        $user->increment('balance', $amount);

        return $user->refresh()->balance;
    }
}
