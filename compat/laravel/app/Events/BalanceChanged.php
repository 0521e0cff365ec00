<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsToPlayer;
use App\Models\User;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;

/** The player's balance changed (BalanceChangedEvent in server/openapi.yaml). */
class BalanceChanged implements ShouldBroadcastNow
{
    use BroadcastsToPlayer;

    public function __construct(
        private User $user,
        public string $balance,
        public string $currency_code,
    ) {}
}
