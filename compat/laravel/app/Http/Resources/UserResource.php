<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** The `User` schema of server/openapi.yaml. */
class UserResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'uuid' => $this->uuid,
            'email' => $this->email,
            'email_verified_at' => $this->email_verified_at?->toIso8601ZuluString(),
            // The SPA shows the support desk to a user whose roles hold `admin`.
            'roles' => $this->is_admin ? ['admin'] : ['player'],
            'balance' => $this->balance,
            'currency' => [
                'code' => $this->currency->code,
                'usd_rate' => $this->currency->usd_rate,
            ],
            'telegram_id' => $this->telegram_id,
            'created_at' => $this->created_at->toIso8601ZuluString(),
            'name' => $this->name,
            'locale' => $this->locale,
        ];
    }
}
